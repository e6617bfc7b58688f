import useSWR from 'swr';
import type { BillingConfig } from '#shared/api/schemas/billing.ts';
import { fetchData } from './api-client';
import { BILLING_CONFIG_KEY } from './billing';

/** What this deployment sells, for the app's checkout buttons (cached and shared by SWR). */
export function useBillingConfig() {
  return useSWR<BillingConfig | null>(BILLING_CONFIG_KEY, fetchData<BillingConfig>);
}
