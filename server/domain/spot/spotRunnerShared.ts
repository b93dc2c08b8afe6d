// The server's one spot clearing worker: started with the routes so HiGHS is loaded before the first
// clearing, idle without keeping the process alive, closed with the app.
import { SpotRunner } from '../../market/spot/spotRunner';

let shared: SpotRunner | null = null;

/** The process-wide spot runner (created on first use). */
export function spotRunner(): SpotRunner {
  shared ??= new SpotRunner();
  return shared;
}
