/** The islands script's address: the built, hashed file, or its source under the dev server (vite.config.ts). */
declare module "virtual:islands" {
  const src: string;
  export default src;
}
