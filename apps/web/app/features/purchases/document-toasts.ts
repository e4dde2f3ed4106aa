import { TOAST_CASES, TOAST_DEFAULT_MS, type ToastKind } from '@tianguis/core/toasts'
import type { MessageKey } from '../../i18n/es-MX'
import { DOCUMENT_MARKS, INVOICING_SAVED_MARK } from './paths'

/**
 * The toast each `?hecho=` mark of the order's downloads shows (002 §9; 000 §8; decision 085):
 * the seller's setup missing is the spec's info toast for 7 s; the seller's information not read
 * and the receipt not made are errors with the spec's texts.
 */
export function documentToast(
  mark: string,
): { title: MessageKey; message: MessageKey | null; kind: ToastKind; durationMs: number } | null {
  const error = (title: MessageKey, message: MessageKey | null = null) => ({
    title,
    message,
    kind: 'error' as const,
    durationMs: TOAST_DEFAULT_MS.error,
  })
  switch (mark) {
    case DOCUMENT_MARKS.supplierMissing:
      return {
        title: 'purchases.detail.documents.supplierMissing',
        message: 'purchases.detail.documents.supplierMissingHint',
        ...TOAST_CASES.supplierInfoMissing,
      }
    case DOCUMENT_MARKS.supplierError:
      return error('purchases.detail.documents.supplierError', 'purchases.detail.documents.supplierErrorHint')
    case DOCUMENT_MARKS.receiptError:
      return error('purchases.detail.documents.receiptError', 'purchases.detail.documents.receiptErrorHint')
    case DOCUMENT_MARKS.invoiceError:
      return error('purchases.detail.documents.invoiceError')
    case DOCUMENT_MARKS.invoicingMissing:
      return {
        title: 'purchases.detail.documents.invoicingMissing',
        message: null,
        kind: 'warning',
        durationMs: TOAST_DEFAULT_MS.warning,
      }
    case DOCUMENT_MARKS.invoiceUnavailable:
      return {
        title: 'purchases.detail.documents.invoiceUnavailable',
        message: null,
        kind: 'warning',
        durationMs: TOAST_DEFAULT_MS.warning,
      }
    case INVOICING_SAVED_MARK:
      return {
        title: 'purchases.detail.invoicingForm.saved',
        message: null,
        kind: 'success',
        durationMs: TOAST_DEFAULT_MS.success,
      }
    default:
      return null
  }
}
