import QRCode from 'qrcode'

/**
 * A ticket's QR code as an SVG image (decision 083): the code alone, which a door scanner types back
 * into the scan page's field. Made on the server, so the page needs no script to show it; error
 * correction M still reads a code printed small or on a cracked phone screen.
 */
export function qrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}

/** The QR's dark modules, for drawing it as vector squares in a PDF. */
export function qrModules(code: string): { size: number; dark: (row: number, column: number) => boolean } {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' })
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) }
}
