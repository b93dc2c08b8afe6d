// `npm start`: build the front end if it is missing or stale, then run the reference back end,
// which serves the app, the API, the identity provider and the hubs on one port.
import { buildIfStale } from './buildIfStale';

buildIfStale();
await import('../server/index');
