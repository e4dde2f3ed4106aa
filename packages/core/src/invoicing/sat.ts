/**
 * Mexican invoicing's rules (002 §2 "invoice download", §3 "invoicing data, tax regime, CFDI use";
 * decision 085): the SAT's catalogues of tax regimes (c_RegimenFiscal) and CFDI uses (c_UsoCFDI) as
 * CFDI 4.0 has them, which regimes a person or a company may hold, which uses go with which regime,
 * and the RFC's shape (13 characters for a person, 12 for a company).
 */

/** Who an RFC belongs to: a person (persona física, 13 characters) or a company (persona moral, 12). */
export type TaxpayerKind = 'person' | 'company'

interface RegimeEntry {
  /** Spanish, as the SAT names it (the catalogue's own text: it is the same in every locale). */
  name: string
  person: boolean
  company: boolean
}

/** c_RegimenFiscal, CFDI 4.0. */
export const TAX_REGIMES = {
  '601': { name: 'General de Ley Personas Morales', person: false, company: true },
  '603': { name: 'Personas Morales con Fines no Lucrativos', person: false, company: true },
  '605': { name: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', person: true, company: false },
  '606': { name: 'Arrendamiento', person: true, company: false },
  '607': { name: 'Régimen de Enajenación o Adquisición de Bienes', person: true, company: false },
  '608': { name: 'Demás ingresos', person: true, company: false },
  '610': {
    name: 'Residentes en el Extranjero sin Establecimiento Permanente en México',
    person: true,
    company: true,
  },
  '611': { name: 'Ingresos por Dividendos (socios y accionistas)', person: true, company: false },
  '612': {
    name: 'Personas Físicas con Actividades Empresariales y Profesionales',
    person: true,
    company: false,
  },
  '614': { name: 'Ingresos por intereses', person: true, company: false },
  '615': { name: 'Régimen de los ingresos por obtención de premios', person: true, company: false },
  '616': { name: 'Sin obligaciones fiscales', person: true, company: false },
  '620': {
    name: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
    person: false,
    company: true,
  },
  '621': { name: 'Incorporación Fiscal', person: true, company: false },
  '622': {
    name: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
    person: false,
    company: true,
  },
  '623': { name: 'Opcional para Grupos de Sociedades', person: false, company: true },
  '624': { name: 'Coordinados', person: false, company: true },
  '625': {
    name: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    person: true,
    company: false,
  },
  '626': { name: 'Régimen Simplificado de Confianza', person: true, company: true },
} as const satisfies Record<string, RegimeEntry>
export type TaxRegime = keyof typeof TAX_REGIMES
export const TAX_REGIME_CODES = Object.keys(TAX_REGIMES) as [TaxRegime, ...TaxRegime[]]

/** The regimes that buy for a business: goods, expenses and investments (G and I uses). */
const BUSINESS: readonly TaxRegime[] = [
  '601',
  '603',
  '606',
  '612',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
]
/** The regimes of a person's annual return: personal deductions (D uses). */
const DEDUCTIONS: readonly TaxRegime[] = ['605', '606', '607', '608', '611', '612', '614', '615', '625']
/** "Sin efectos fiscales" goes with every regime. */
const ANY = TAX_REGIME_CODES

interface UseEntry {
  name: string
  person: boolean
  company: boolean
  regimes: readonly TaxRegime[]
}

/**
 * c_UsoCFDI, CFDI 4.0, the uses a purchase can carry. CP01 (payments) and CN01 (payroll) are left
 * out: they belong to other kinds of CFDI, never to a sale's invoice.
 */
export const CFDI_USES = {
  G01: { name: 'Adquisición de mercancías', person: true, company: true, regimes: BUSINESS },
  G02: { name: 'Devoluciones, descuentos o bonificaciones', person: true, company: true, regimes: BUSINESS },
  G03: { name: 'Gastos en general', person: true, company: true, regimes: BUSINESS },
  I01: { name: 'Construcciones', person: true, company: true, regimes: BUSINESS },
  I02: {
    name: 'Mobiliario y equipo de oficina por inversiones',
    person: true,
    company: true,
    regimes: BUSINESS,
  },
  I03: { name: 'Equipo de transporte', person: true, company: true, regimes: BUSINESS },
  I04: { name: 'Equipo de cómputo y accesorios', person: true, company: true, regimes: BUSINESS },
  I05: {
    name: 'Dados, troqueles, moldes, matrices y herramental',
    person: true,
    company: true,
    regimes: BUSINESS,
  },
  I06: { name: 'Comunicaciones telefónicas', person: true, company: true, regimes: BUSINESS },
  I07: { name: 'Comunicaciones satelitales', person: true, company: true, regimes: BUSINESS },
  I08: { name: 'Otra maquinaria y equipo', person: true, company: true, regimes: BUSINESS },
  D01: {
    name: 'Honorarios médicos, dentales y gastos hospitalarios',
    person: true,
    company: false,
    regimes: DEDUCTIONS,
  },
  D02: {
    name: 'Gastos médicos por incapacidad o discapacidad',
    person: true,
    company: false,
    regimes: DEDUCTIONS,
  },
  D03: { name: 'Gastos funerales', person: true, company: false, regimes: DEDUCTIONS },
  D04: { name: 'Donativos', person: true, company: false, regimes: DEDUCTIONS },
  D05: {
    name: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
    person: true,
    company: false,
    regimes: DEDUCTIONS,
  },
  D06: { name: 'Aportaciones voluntarias al SAR', person: true, company: false, regimes: DEDUCTIONS },
  D07: { name: 'Primas por seguros de gastos médicos', person: true, company: false, regimes: DEDUCTIONS },
  D08: {
    name: 'Gastos de transportación escolar obligatoria',
    person: true,
    company: false,
    regimes: DEDUCTIONS,
  },
  D09: {
    name: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
    person: true,
    company: false,
    regimes: DEDUCTIONS,
  },
  D10: {
    name: 'Pagos por servicios educativos (colegiaturas)',
    person: true,
    company: false,
    regimes: DEDUCTIONS,
  },
  S01: { name: 'Sin efectos fiscales', person: true, company: true, regimes: ANY },
} as const satisfies Record<string, UseEntry>
export type CfdiUse = keyof typeof CFDI_USES
export const CFDI_USE_CODES = Object.keys(CFDI_USES) as [CfdiUse, ...CfdiUse[]]

/** RFC lengths: 13 for a person (4 letters), 12 for a company (3 letters). */
export const RFC_PERSON_LENGTH = 13
export const RFC_COMPANY_LENGTH = 12
/** A legal name as the SAT's certificate has it: at most 254 characters in CFDI 4.0. */
export const LEGAL_NAME_MAX = 254

const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2}[A\d])$/

/** The RFC written as the SAT writes it: upper case, without spaces or dashes. */
export function normalizeRfc(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '')
}

/**
 * Whose an RFC is by its shape, or null when it is not one: 3 (company) or 4 (person) letters, a
 * date YYMMDD that exists (the incorporation or the birth), and a 3-character homoclave whose last
 * character is a digit or A. The check digit itself is not computed: the SAT's list decides.
 */
export function rfcKind(rfc: string): TaxpayerKind | null {
  const match = RFC_PATTERN.exec(rfc)
  if (!match) return null
  const [, letters, yy, mm, dd] = match
  const month = Number(mm)
  const day = Number(dd)
  if (month < 1 || month > 12 || day < 1) return null
  // Any century: the year only matters for 29 February.
  const daysInMonth = new Date(Date.UTC(2000 + Number(yy), month, 0)).getUTCDate()
  if (day > daysInMonth) return null
  return letters!.length === 4 ? 'person' : 'company'
}

/** Whether `regime` is one a taxpayer of this kind may hold. */
export function regimeFits(regime: TaxRegime, kind: TaxpayerKind): boolean {
  return TAX_REGIMES[regime][kind]
}

/** Whether `use` may go on an invoice to a taxpayer of this kind under this regime. */
export function useFits(use: CfdiUse, regime: TaxRegime, kind: TaxpayerKind): boolean {
  const entry: UseEntry = CFDI_USES[use]
  return entry[kind] && entry.regimes.includes(regime)
}

/** The CFDI uses a regime takes (for a taxpayer of this kind), in the catalogue's order. */
export function usesFor(regime: TaxRegime, kind: TaxpayerKind): CfdiUse[] {
  return CFDI_USE_CODES.filter((use) => useFits(use, regime, kind))
}

/** The regimes a taxpayer of this kind may hold. */
export function regimesFor(kind: TaxpayerKind): TaxRegime[] {
  return TAX_REGIME_CODES.filter((regime) => regimeFits(regime, kind))
}

/** "601 — General de Ley Personas Morales": how a page and a PDF show a regime or a use. */
export function regimeLabel(code: string): string {
  const entry = (TAX_REGIMES as Record<string, RegimeEntry>)[code]
  return entry ? `${code} — ${entry.name}` : code
}
export function cfdiUseLabel(code: string): string {
  const entry = (CFDI_USES as Record<string, UseEntry>)[code]
  return entry ? `${code} — ${entry.name}` : code
}

/** A Mexican postal code: five digits (CFDI 4.0's DomicilioFiscalReceptor and LugarExpedicion). */
export const POSTCODE_PATTERN = /^\d{5}$/

/** What is wrong with a set of fiscal data, by field (the API's `fields`), or nothing. */
export type FiscalProblem = 'tax_id' | 'tax_regime' | 'cfdi_use'

/**
 * The rules across fields: the RFC's shape, the regime for its kind, the use for the regime. Each
 * problem names the field that should change; the first wrong field hides the ones after it.
 */
export function fiscalProblems(data: {
  tax_id: string
  tax_regime: TaxRegime
  cfdi_use?: CfdiUse
}): { field: FiscalProblem; reason: 'rfc_invalid' | 'regime_mismatch' | 'use_mismatch' } | null {
  const kind = rfcKind(data.tax_id)
  if (!kind) return { field: 'tax_id', reason: 'rfc_invalid' }
  if (!regimeFits(data.tax_regime, kind)) return { field: 'tax_regime', reason: 'regime_mismatch' }
  if (data.cfdi_use && !useFits(data.cfdi_use, data.tax_regime, kind)) {
    return { field: 'cfdi_use', reason: 'use_mismatch' }
  }
  return null
}

/**
 * The order states an invoice is issued in: paid, and every state after it but a cancellation (an
 * order waiting for its payment, or whose reference expired, has nothing to invoice yet).
 */
export const INVOICEABLE_STATES = ['paid', 'in_process', 'to_deliver', 'on_the_way', 'delivered'] as const

export function invoiceable(status: string): boolean {
  return (INVOICEABLE_STATES as readonly string[]).includes(status)
}
