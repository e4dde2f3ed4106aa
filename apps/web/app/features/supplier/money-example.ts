import type { Locale } from '@tianguis/core/locales'
import { moneyInputValue } from '@tianguis/core/money'

/** An amount as the visitor's locale types it, for hints: '1250.50' or '1250,50'. */
export function moneyExample(locale: Locale): string {
  return moneyInputValue(125_050, locale)
}
