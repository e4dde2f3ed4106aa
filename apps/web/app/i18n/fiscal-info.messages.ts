/** The seller's fiscal information page, `{shop}/admin/facturacion` (decision 085). */
export const fiscalInfoEsMX = {
  'fiscalInfo.title': 'Datos fiscales del vendedor',
  'fiscalInfo.intro':
    'Tus recibos y facturas llevan estos datos. Son tuyos como vendedor: los comparten todas tus tiendas.',
  'fiscalInfo.missing':
    'Aún no configuras tus datos fiscales: tus clientes no pueden descargar recibos ni facturas.',
  'fiscalInfo.legalName': 'Nombre o razón social',
  'fiscalInfo.taxId': 'RFC',
  'fiscalInfo.taxIdHint': '13 caracteres para una persona física, 12 para una persona moral.',
  'fiscalInfo.taxRegime': 'Régimen fiscal',
  'fiscalInfo.choose': 'Elige una opción',
  'fiscalInfo.postcode': 'Código postal del domicilio fiscal',
  'fiscalInfo.email': 'Correo de contacto (opcional)',
  'fiscalInfo.phone': 'Teléfono de contacto (opcional)',
  'fiscalInfo.save': 'Guardar datos fiscales',
  'fiscalInfo.saved': 'Datos fiscales guardados',
} as const

type FiscalInfoMessages = Record<keyof typeof fiscalInfoEsMX, string>

export const fiscalInfoEsAR: FiscalInfoMessages = {
  ...fiscalInfoEsMX,
  'fiscalInfo.missing':
    'Todavía no configuraste tus datos fiscales: tus clientes no pueden descargar recibos ni facturas.',
  'fiscalInfo.choose': 'Elegí una opción',
}

export const fiscalInfoEn: FiscalInfoMessages = {
  'fiscalInfo.title': 'Seller’s fiscal information',
  'fiscalInfo.intro':
    'Your receipts and invoices carry this data. It is yours as a seller: all your shops share it.',
  'fiscalInfo.missing':
    'Your fiscal information is not set up yet: your customers cannot download receipts or invoices.',
  'fiscalInfo.legalName': 'Name or company name',
  'fiscalInfo.taxId': 'RFC',
  'fiscalInfo.taxIdHint': '13 characters for a person, 12 for a company.',
  'fiscalInfo.taxRegime': 'Tax regime',
  'fiscalInfo.choose': 'Choose one',
  'fiscalInfo.postcode': 'Fiscal address postal code',
  'fiscalInfo.email': 'Contact email (optional)',
  'fiscalInfo.phone': 'Contact phone (optional)',
  'fiscalInfo.save': 'Save fiscal information',
  'fiscalInfo.saved': 'Fiscal information saved',
}
