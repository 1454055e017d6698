import type { ThirdPartyScript } from '@floorhire/registry';

/**
 * Loads the card-payment and bank-link scripts the runtime configuration names (spec 000 §2.3),
 * once per page, async so they never hold up the first paint. Returns the scripts it added.
 */
export function loadThirdPartyScripts(scripts: readonly ThirdPartyScript[], doc: Document = document): HTMLScriptElement[] {
  const added: HTMLScriptElement[] = [];
  for (const script of scripts) {
    if (doc.querySelector(`script[data-third-party="${script.name}"]`)) continue;
    // One provider script may serve both names (Stripe.js also runs the bank link): load it once.
    if ([...doc.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].some((s) => s.getAttribute('src') === script.src)) continue;
    const element = doc.createElement('script');
    element.src = script.src;
    element.async = true;
    element.dataset.thirdParty = script.name;
    if (script.integrity) {
      element.integrity = script.integrity;
      element.crossOrigin = 'anonymous';
    }
    doc.head.append(element);
    added.push(element);
  }
  return added;
}
