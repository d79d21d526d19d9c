// The parts of yoastseo the benchmark uses; the package ships no type declarations.
declare module 'yoastseo' {
  export class Paper {
    constructor(text: string, attributes?: Record<string, unknown>);
  }
  export class ContentAssessor {
    constructor(researcher: unknown);
    assess(paper: Paper): void;
  }
  export class SeoAssessor {
    constructor(researcher: unknown);
    assess(paper: Paper): void;
  }
}

declare module 'yoastseo/build/languageProcessing/languages/en/Researcher.js' {
  const Researcher: new (paper: unknown) => unknown;
  export default Researcher;
}
