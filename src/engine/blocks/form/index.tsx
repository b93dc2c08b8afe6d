// The form block: initial values from a data source and bound defaults, the rjsf form loaded on demand, and the submit action
// called with the values bound as `form.NAME`.
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { resolveBindings } from '../../bindings';
import { BlockState } from '../../BlockState';
import { useEngine } from '../../env';
import type { BlockProps } from '../../registry';
import { isVisible } from '../../rules/evaluate';
import { useAction } from '../../useAction';
import { useDataSource } from '../../useDataSource';
import { recordOf } from '../descriptions';
import type { FormValues } from './formSchema';
import type { FormBlock } from './types';

const FormBody = lazy(() => import('./FormBody'));
const noValues = {};

// The record object of the response itself (stable across re-renders, e.g. while submitting), so rjsf,
// which resets when formData changes identity, keeps what the user typed.
function initialOf(block: FormBlock, data: unknown): Record<string, unknown> {
  return (block.initial ? recordOf(data, block.initial.itemsPath) : undefined) ?? noValues;
}

/** The initial values with the block's defaults filled in where they have none. */
function withDefaults(initial: FormValues, defaults: FormValues): FormValues {
  const missing = Object.entries(defaults).filter(
    ([name]) => initial[name] === undefined || initial[name] === null || initial[name] === '',
  );
  return missing.length === 0 ? initial : { ...initial, ...Object.fromEntries(missing) };
}

/** Renders a `form` block. */
export function FormBlockView({ block }: BlockProps<FormBlock>) {
  const { rules, bindings } = useEngine();
  const state = useDataSource(block.initial);
  const data = state.status === 'ready' ? state.data : undefined;
  // Keyed by the resolved values, not the binding context: a new context with the same defaults (a push,
  // the course state arriving again) must not give rjsf new form data and lose what was typed.
  const defaultsText = JSON.stringify(resolveBindings(block.defaults, bindings));
  const initial = useMemo(
    () => withDefaults(initialOf(block, data), JSON.parse(defaultsText) as FormValues),
    [block, data, defaultsText],
  );
  const { run, running } = useAction(block.submit);
  const fields = useMemo(
    () => block.fields.filter((f) => isVisible(f.visibleWhen, rules)),
    [block.fields, rules],
  );
  return (
    <BlockState state={state} isEmpty={() => false}>
      {() => (
        <Suspense fallback={<Spin />}>
          <FormBody
            fields={fields}
            initial={initial}
            submitText={block.submit.label}
            submitDanger={block.submit.danger === true}
            running={running}
            onSubmit={run}
          />
        </Suspense>
      )}
    </BlockState>
  );
}
