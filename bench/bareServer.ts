// The reference server of bench/apiLoad.bench.ts: bare Fastify answering constant JSON on the paths the
// bench calls, so the load generator, loopback and HTTP costs are measured on their own, in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const course = {
  id: 1,
  name: '电力市场交易仿真实训课程',
  status: 1,
  currentMonth: 3,
  description: '基准测试的参考应答：一个与课程详情大小相近的常量 JSON。'.repeat(4),
};
app.get('/*', async () => course);
app.post('/*', async () => ({ success: true, count: 3 }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
