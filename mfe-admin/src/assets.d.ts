/** A style sheet imported for its address (packages/build: `.css` files are emitted as assets). */
declare module '*.css' {
  const url: string;
  export default url;
}
