// Vite (and so vitest) imports a file's text with `?raw`: the region test reads decision record 0015 this way.
declare module '*.md?raw' {
  const text: string;
  // biome-ignore lint/style/noDefaultExport: the shape Vite's ?raw import has
  export default text;
}
