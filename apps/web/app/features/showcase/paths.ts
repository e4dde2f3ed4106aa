/** The header editor's and the carousel editor's pages under the shop's base (decision 096). */
export const headersPage = (base: string) => `${base}/admin/encabezados`
export const carouselPage = (base: string) => `${base}/admin/carrusel`
