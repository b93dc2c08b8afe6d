// The form block: initial values from a data source, the rjsf form loaded on demand, and the submit action
// called with the values bound as `form.NAME`.
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { BlockState } from '../../BlockState';
import { useEngine } from '../../env';
import type { BlockProps } from '../../registry';
import { isVisible } from '../../rules/evaluate';
import { useAction } from '../../useAction';
import { useDataSource } from '../../useDataSource';
import { recordOf } from '../descriptions';
import type { FormBlock } from './types';

const FormBody = lazy(() => import('./FormBody'));
const noValues = {};

// The record object of the response itself (stable across re-renders, e.g. while submitting), so rjsf,
// which resets when formData changes identity, keeps what the user typed.
function initialOf(block: FormBlock, data: unknown): Record<string, unknown> {
  return (block.initial ? recordOf(data, block.initial.itemsPath) : undefined) ?? noValues;
}

/** Renders a `form` block. */
export function FormBlockView({ block }: BlockProps<FormBlock>) {
  const { rules } = useEngine();
  const state = useDataSource(block.initial);
  const { run, running } = useAction(block.submit);
  const fields = useMemo(
    () => block.fields.filter((f) => isVisible(f.visibleWhen, rules)),
    [block.fields, rules],
  );
  return (
    <BlockState state={state} isEmpty={() => false}>
      {(data) => (
        <Suspense fallback={<Spin />}>
          <FormBody
            fields={fields}
            initial={initialOf(block, data)}
            submitText={block.submit.label}
            running={running}
            onSubmit={(values) => void run(values)}
          />
        </Suspense>
      )}
    </BlockState>
  );
}
