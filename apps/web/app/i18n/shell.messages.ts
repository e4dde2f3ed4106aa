/**
 * Messages of the storefront frame: navbar, menus, footer, contact, theme, in every locale. Kept apart from the base
 * messages so each area's texts live together; es-MX.ts, es-AR.ts and en.ts spread them in.
 */
export const shellEsMX = {} as const

type ShellMessages = Record<keyof typeof shellEsMX, string>

export const shellEsAR: ShellMessages = {}

export const shellEn: ShellMessages = {}
