/** The offline basemap's GeoJSON files (scripts/basemap-plugin.ts). */
declare module 'virtual:basemap-urls' {
  const urls: { states: string; counties: string; borders: string };
  export default urls;
}
