/**
 * Messages of the shop's pages: home content, banners, header slides, section pages, SEO, in every locale. Kept apart from the base
 * messages so each area's texts live together; es-MX.ts, es-AR.ts and en.ts spread them in.
 */
export const pagesEsMX = {} as const

type PagesMessages = Record<keyof typeof pagesEsMX, string>

export const pagesEsAR: PagesMessages = {}

export const pagesEn: PagesMessages = {}
