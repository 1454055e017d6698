import type { ApiClient } from '@floorhire/api-client';
import { ProductListSchema } from '@floorhire/domain-billing';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET payment/product?active=true: the plans staff can sell. */
export function fetchProducts(api: ApiClient, signal?: AbortSignal) {
  return api.subscription.get('payment/product', { schema: ProductListSchema, query: { active: true }, ...(signal ? { signal } : {}) });
}

export function useProducts() {
  const api = useApi();
  return useResource('products', (signal) => fetchProducts(api, signal));
}
