import { defineModule } from '../module';
import { geoRoutes } from './geo.routes';
import { loadGazetteer } from './geo.service';

// Places: the US ZIP and city gazetteer, address predictions and distances
// (docs/decisions/190-geo-gazetteer.md).
export const apiModule = defineModule({
  name: 'geo',
  summary: 'US ZIP codes and cities: lookups, address predictions and distances',
  routes: [{ service: 'candidateDiscovery', routes: geoRoutes }],
  tables: ['postal_codes'],
  referenceData: { load: loadGazetteer },
});

export { allPlaces, distanceMiles, lookupPostalCode, nearestPlace, predictAddresses } from './geo.service';
