/**
 * Messages of the footer's pages (contacto, acerca), the preferences page and the text pages'
 * frame (issue 11). The long texts of terms, privacy and help are documents, not messages
 * (features/pages/*.texts.*.ts): their loaders send only the finished text.
 */
export const footerPagesEsMX = {
  'contactPage.title': 'Contacto',
  'contactPage.intro': 'Comunícate con {name} por cualquiera de estos medios.',
  'contactPage.social': 'Redes sociales',
  'contactPage.addContact': 'Agregar información de contacto',
  'aboutPage.title': 'Acerca de {name}',
  'aboutPage.fallback':
    '{name} es una tienda en {platform}: aquí encuentras sus productos, servicios y catálogos.',
  'aboutPage.contact': 'Contactar a {name}',
  'prefs.title': 'Preferencias',
  'prefs.language': 'Idioma',
  'prefs.languageHint': 'El idioma de las páginas y de los mensajes que ves.',
  'prefs.languageSave': 'Guardar idioma',
  'prefs.theme': 'Apariencia',
  'prefs.themeHint': 'Mientras no elijas, la tienda sigue la preferencia de tu dispositivo.',
  'prefs.theme.light': 'Claro',
  'prefs.theme.dark': 'Oscuro',
  'prefs.themeSave': 'Guardar apariencia',
} as const

type FooterPagesMessages = Record<keyof typeof footerPagesEsMX, string>

export const footerPagesEsAR: FooterPagesMessages = {
  ...footerPagesEsMX,
  'contactPage.intro': 'Comunicate con {name} por cualquiera de estos medios.',
  'aboutPage.fallback':
    '{name} es una tienda en {platform}: acá encontrás sus productos, servicios y catálogos.',
  'prefs.themeHint': 'Mientras no elijas, la tienda sigue la preferencia de tu dispositivo.',
}

export const footerPagesEn: FooterPagesMessages = {
  'contactPage.title': 'Contact',
  'contactPage.intro': 'Reach {name} through any of these.',
  'contactPage.social': 'Social networks',
  'contactPage.addContact': 'Add contact information',
  'aboutPage.title': 'About {name}',
  'aboutPage.fallback':
    '{name} is a shop on {platform}: here you find its products, services and catalogues.',
  'aboutPage.contact': 'Contact {name}',
  'prefs.title': 'Preferences',
  'prefs.language': 'Language',
  'prefs.languageHint': 'The language of the pages and messages you see.',
  'prefs.languageSave': 'Save language',
  'prefs.theme': 'Appearance',
  'prefs.themeHint': 'Until you choose, the shop follows your device’s setting.',
  'prefs.theme.light': 'Light',
  'prefs.theme.dark': 'Dark',
  'prefs.themeSave': 'Save appearance',
}
