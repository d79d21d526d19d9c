/** The URL of a page script's built file (page-scripts.ts at the app's root). */
declare module 'virtual:page-script/*' {
  const src: string;
  export default src;
}
