import { createHash, randomUUID } from 'node:crypto'

/**
 * Stamping a CFDI (timbrado) is a PAC's work: an authorised provider checks the XML, signs it and
 * gives it its fiscal folio (UUID). We have no PAC yet (decision 085): stamping goes through this
 * interface, and the sandbox provider answers a made-up folio and seal, marked as sandbox in every
 * field a person reads, as the payment sandbox does (decision 045). A real PAC's adapter implements
 * `stamp()` later; nothing else changes.
 */
export interface Stamp {
  /** Who stamped it (`sandbox`, or the PAC's name). */
  provider: string
  uuid: string
  stampedAt: Date
  /** The PAC's RFC (RfcProvCertif), its certificate number and the seals (SelloCFD, SelloSAT). */
  rfcProvCertif: string
  noCertificadoSat: string
  selloCfd: string
  selloSat: string
  /** True for a stamp with no fiscal value. */
  sandbox: boolean
}

export interface StampingProvider {
  readonly name: string
  /** Stamps the unsigned CFDI `xml` of `issuerRfc`, or throws when the PAC refuses it. */
  stamp(xml: string, issuerRfc: string): Promise<Stamp>
}

/** A stamp's fields that mean nothing, clearly: they start with SANDBOX, and the PDF says so. */
export const sandboxStamping: StampingProvider = {
  name: 'sandbox',
  async stamp(xml) {
    const digest = createHash('sha256').update(xml).digest('base64')
    return {
      provider: 'sandbox',
      uuid: randomUUID().toUpperCase(),
      stampedAt: new Date(),
      rfcProvCertif: 'SANDBOX000000',
      noCertificadoSat: '00000000000000000000',
      selloCfd: `SANDBOX-SIN-VALIDEZ-FISCAL-${digest}`,
      selloSat: `SANDBOX-SIN-VALIDEZ-FISCAL-${digest.split('').reverse().join('')}`,
      sandbox: true,
    }
  },
}
