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

/**
 * The landing path of each plan (002 §2: `/tiendaenlinea`, `/negociodigital`, `/mkt/facturacion`;
 * decision 092): the plan it sells, by id. The basic professional plan is sold from the packages page.
 */
export const PLAN_LANDINGS = {
  '/tiendaenlinea': 'pln_online_store',
  '/negociodigital': 'pln_digital_business',
  '/mkt/facturacion': 'pln_electronic_invoicing',
} as const satisfies Record<string, string>

/** The packages page (002 §2 `/apps/paquetes`) and one plan's purchase on it. */
export const PACKAGES_PATH = '/apps/paquetes'
export const packagePath = (planId: string) => `${PACKAGES_PATH}?plan=${encodeURIComponent(planId)}`

/** `start` plus `months` calendar months, held to the month's last day (31 Jan + 1 month = 28/29 Feb), in UTC. */
export function addMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear()
  const month = start.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(start.getUTCDate(), lastDay)
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  )
}

/** The user's plan as a paid period decides it: which plan and until when. */
export interface PlanPeriod {
  planId: string
  start: Date
  end: Date
}

/**
 * The period a paid package gives (002 §3 periodicity 'month'; decision 092). Buying the plan the
 * user is on while its period runs renews it: the new month starts where the current one ends, so
 * no paid day is lost. Any other purchase (another plan, a lapsed or unpaid one) starts now.
 */
export function nextPlanPeriod(current: PlanPeriod | null, planId: string, now: Date): PlanPeriod {
  const renews = current !== null && current.planId === planId && current.end.getTime() > now.getTime()
  const start = renews ? current.end : now
  return { planId, start, end: addMonths(start, 1) }
}

/**
 * Whether a user's plan is in force at `now` (decision 094): a plan given without a period (the
 * seed's, an administrator's) always is; a bought package until its period's end, not after — from
 * then on the user earns the default rate until they buy again. The queries in the plans module
 * apply the same condition in SQL (`period_end is null or period_end > now`).
 */
export function planInForce(periodEnd: Date | null, now: Date): boolean {
  return periodEnd === null || periodEnd.getTime() > now.getTime()
}
