/**
 * The toast frame's own labels (the close button, the actions, the region's name), in every
 * locale. es-MX.ts, es-AR.ts and en.ts spread them in; the toaster, loaded with the first toast,
 * imports this file itself and picks by the page's language, so no page sends them ahead of a
 * toast (decision 037). A toast's title and message come translated from whoever shows it.
 */
export const toastEsMX = {
  'toast.region': 'Notificaciones',
  'toast.close': 'Cerrar notificación',
  'toast.undo': 'Deshacer',
  'toast.cancel': 'Cancelar',
}

type ToastMessages = Record<keyof typeof toastEsMX, string>

export const toastEsAR: ToastMessages = { ...toastEsMX }

export const toastEn: ToastMessages = {
  'toast.region': 'Notifications',
  'toast.close': 'Close notification',
  'toast.undo': 'Undo',
  'toast.cancel': 'Cancel',
}
