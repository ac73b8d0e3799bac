import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { interactionNetwork } from './network';

/**
 * A new page of `context` on the phone Lighthouse emulates: its CPU slowed by `cpuMultiplier` (CDP
 * `Emulation.setCPUThrottlingRate`) and its network the one `BENCH_INTERACTION_NETWORK` names
 * (loopback unless set). The CDP session stays open for whatever else the run asks of it.
 */
export async function slowedPage(
  context: BrowserContext,
  cpuMultiplier: number,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuMultiplier });
  const network = interactionNetwork();
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  return { page, cdp };
}
