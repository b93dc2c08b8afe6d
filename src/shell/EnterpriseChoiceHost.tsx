// The course's enterprise choice (spec section 4) on screen: while the enterprise choice machine is
// choosing, the 900 px modal shows its tradable enterprises with the machine's selection; clicking a
// card, OK and cancel are the machine's SELECT, CONFIRM and CANCEL.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { EnterpriseChoiceActor } from '../machines/courseMachine';
import { useCourseActor } from '../session/CourseProvider';
import type { Enterprise } from '../engine/env';
import { EnterpriseChoiceModal } from '../widgets/EnterpriseChoice';

function Choice({ actor }: { actor: EnterpriseChoiceActor }) {
  // The course actor keeps the whole enterprises its choice offers; the modal draws their cards.
  const loaded = useSelector(useCourseActor(), (s) => s.context.enterprises);
  const choosing = useSelector(actor, (s) => s.matches('choosing'));
  const options = useSelector(actor, (s) => s.context.options);
  const selectedId = useSelector(actor, (s) => s.context.selectedId);
  // The enterprises' declared flags are about the current round.
  const roundType = useSelector(useCourseActor(), (s) => s.context.current.round?.type);
  const enterprises = useMemo(
    () =>
      choosing
        ? options.flatMap((o) => {
            const details: Enterprise | undefined = loaded[o.id];
            return details ? [details] : [];
          })
        : null,
    [choosing, options, loaded],
  );
  return (
    <EnterpriseChoiceModal
      enterprises={enterprises}
      selectedId={selectedId === null ? null : Number(selectedId)}
      {...(roundType === undefined ? {} : { roundType })}
      onSelect={(e) => actor.send({ type: 'SELECT', enterpriseId: String(e.id) })}
      onChoose={(chosen) => actor.send({ type: chosen ? 'CONFIRM' : 'CANCEL' })}
    />
  );
}

/** Shows the enterprise choice of the current course while it asks; render once in the layout. */
export function EnterpriseChoiceHost() {
  const choice = useSelector(useCourseActor(), (s) => s.context.choice);
  return choice ? <Choice key={choice.sessionId} actor={choice} /> : null;
}
