import { useEffect, useState } from 'react';
import { AddressPredictionListSchema, type AddressPrediction } from '@floorhire/domain-geo';
import { useApi } from '@floorhire/remote-kit';

/** GET /geolocation/address-predict (spec 002 §7) as the user types, debounced; [] for short input. */
export function useAddressPredictions(text: string): { predictions: AddressPrediction[]; failed: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ predictions: AddressPrediction[]; failed: boolean }>({ predictions: [], failed: false });
  useEffect(() => {
    const query = text.trim();
    if (query.length < 2) {
      setState({ predictions: [], failed: false });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.candidateDiscovery
        .get('/geolocation/address-predict', { schema: AddressPredictionListSchema, query: { query, limit: '8' }, signal: controller.signal })
        .then((predictions) => setState({ predictions, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ predictions: [], failed: true });
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, text]);
  return state;
}
