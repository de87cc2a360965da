/** The offline basemap's GeoJSON file (scripts/basemap-plugin.mjs). */
declare module 'virtual:basemap-url' {
  const url: string;
  export default url;
}
