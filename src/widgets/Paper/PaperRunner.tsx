// One running paper: starts the machine for a course and draws it; tells its owner once the paper
// is submitted (the exam drawer then keeps it alive until the automatic logout).
import { useEffect } from 'react';
import { PaperView } from './PaperView';
import { usePaper, usePaperActor } from './usePaper';

/** Props of a running paper. */
export interface PaperRunnerProps {
  courseId: string;
  compact?: boolean;
  onSubmitted?: () => void;
}

/** Runs and draws the paper of `courseId`. */
export default function PaperRunner({ courseId, compact, onSubmitted }: PaperRunnerProps) {
  const actor = usePaperActor(courseId);
  const submitted = usePaper(actor, (s) => s.matches('submitted') || s.matches('loggedOut'));
  useEffect(() => {
    if (submitted) onSubmitted?.();
  }, [submitted, onSubmitted]);
  return <PaperView actor={actor} {...(compact === undefined ? {} : { compact })} />;
}
