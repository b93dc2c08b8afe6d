// A hub server in its own process for the crash test: DATA_DIR and PORT from the environment,
// prints "ready <port>" when listening, and publishes a notice for each stdin line "<courseId> <text>".
import readline from 'node:readline';
import { openDatabase } from '../../server/db/database';
import { publishNotice } from '../../server/realtime/publisher';
import { startHubServer } from './signalrTestServer';

const db = await openDatabase(process.env.DATA_DIR ?? 'data');
const { port } = await startHubServer(db, Number(process.env.PORT ?? 0));
console.log(`ready ${port}`);
for await (const line of readline.createInterface({ input: process.stdin })) {
  const [courseId, ...words] = line.split(' ');
  console.log(`sent ${publishNotice(Number(courseId), words.join(' '), 'notice')}`);
}
