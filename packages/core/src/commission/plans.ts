/**
 * The default plans (002 §3, §9): four MXN plans of 199.00 a month, commission rate 0.5, margin
 * 99.50. Keys are stable; names are what the plans page shows. Amounts in minor units, rates in
 * basis points (decision 066).
 */
export interface PlanDefinition {
  /** The id the migration gives it (0017). */
  id: string
  key: string
  name: string
  price: number
  currency: string
  periodicity: 'month'
  commission_rate: number
  contribution_margin: number
  weight: number
}

const DEFAULT = {
  price: 19_900,
  currency: 'MXN',
  periodicity: 'month',
  commission_rate: 5_000,
  contribution_margin: 9_950,
} as const

export const DEFAULT_PLANS: readonly PlanDefinition[] = [
  {
    id: 'pln_basic_professional',
    key: 'basic-professional',
    name: 'Profesional básico',
    weight: 1,
    ...DEFAULT,
  },
  { id: 'pln_online_store', key: 'online-store', name: 'Tienda en línea', weight: 2, ...DEFAULT },
  { id: 'pln_digital_business', key: 'digital-business', name: 'Negocio digital', weight: 3, ...DEFAULT },
  {
    id: 'pln_electronic_invoicing',
    key: 'electronic-invoicing',
    name: 'Facturación electrónica',
    weight: 4,
    ...DEFAULT,
  },
]
