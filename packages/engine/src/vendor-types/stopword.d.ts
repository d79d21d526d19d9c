// The stopword package ships no types; only the lists the engine reads are declared.
declare module 'stopword' {
  export const eng: string[];
  export const fra: string[];
  export const deu: string[];
  export const spa: string[];
  export const ita: string[];
  export const por: string[];
  export const porBr: string[];
  export const nld: string[];
  export const zho: string[];
  export const jpn: string[];
  export const kor: string[];
}
