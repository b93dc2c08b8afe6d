/** Named scenarios of the enterprise choice machine, run by its test and by the coverage test. */
import { enterpriseChoiceMachine, type EnterpriseOption } from './enterpriseChoiceMachine';
import { appMessages } from './messages';
import { pending, rejects, replies } from './testing/fakes';
import { scenario } from './testing/scenario';

const e = (id: string, isTrade = true): EnterpriseOption => ({
  id,
  name: `发电企业${id}`,
  isTrade,
});

const withList = (script: Parameters<typeof replies<EnterpriseOption[]>>[0]) =>
  enterpriseChoiceMachine.provide({ actors: { loadEnterprises: replies(script) } });

const input = { courseId: 'c1', roundId: 'r1', currentId: 'old' };
const held =
  (id: string | null, selected?: string) =>
  (s: { context: { currentId: string | null; selectedId: string | null } }) => {
    if (s.context.currentId !== id) throw new Error(`current ${String(s.context.currentId)}`);
    if (selected !== undefined && s.context.selectedId !== selected) {
      throw new Error(`selected ${String(s.context.selectedId)}`);
    }
  };

/** Every scenario of the enterprise choice machine. */
export const enterpriseChoiceScenarios = [
  scenario('enterprises are loading', withList([pending]), input).expectState('loading'),
  scenario(
    'several tradable enterprises open the modal with the first preselected',
    withList([[e('x', false), e('a'), e('b')]]),
    input,
  )
    .expectState('choosing')
    .check('first tradable preselected, current kept', held('old', 'a'))
    .check('only tradable offered', (s) => {
      if (s.context.options.map((o) => o.id).join() !== 'a,b') throw new Error('options');
    })
    .send({ type: 'SELECT', enterpriseId: 'x' })
    .check('a non-tradable enterprise cannot be selected', held('old', 'a'))
    .send({ type: 'SELECT', enterpriseId: 'b' })
    .send({ type: 'CONFIRM' })
    .expectState('chosen')
    .expectEmitted({ type: 'enterprise.selected', enterpriseId: 'b' })
    .check('b is current', held('b')),
  scenario('closing the modal keeps the current enterprise', withList([[e('a'), e('b')]]), input)
    .send({ type: 'CANCEL' })
    .expectState('chosen')
    .expectNotEmitted('enterprise.selected')
    .check('kept', held('old')),
  scenario(
    'exactly one tradable enterprise is selected directly',
    withList([[e('a'), e('z', false)]]),
    input,
  )
    .expectState('chosen')
    .expectEmitted({ type: 'enterprise.selected', enterpriseId: 'a' })
    .check('a is current', held('a')),
  scenario('no tradable enterprise keeps the current one', withList([[e('z', false)]]), input)
    .expectState('chosen')
    .expectNotEmitted('enterprise.selected')
    .check('kept', held('old')),
  scenario(
    'a failed load says so and RELOAD tries again',
    withList([rejects(new Error('x')), [e('a')]]),
    input,
  )
    .expectState('failed')
    .expectMessage(appMessages.enterprisesFailed)
    .send({ type: 'RELOAD' })
    .expectState('chosen')
    .send({ type: 'RELOAD' })
    .expectEmitted({ type: 'enterprise.selected', enterpriseId: 'a' }),
];
