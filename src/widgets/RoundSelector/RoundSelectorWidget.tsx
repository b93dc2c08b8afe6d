// The `roundSelector` widget: props `type`, `isProvince`, `cycle` and `label` from config bindings.
import type { WidgetProps } from '../../engine/widgets';
import { RoundSelector } from './index';

const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : String(value);

/** The round selector placed by a config. */
export function RoundSelectorWidget({ props }: WidgetProps) {
  const label = text(props.label);
  return (
    <RoundSelector
      query={{
        type: text(props.type),
        isProvince: text(props.isProvince),
        cycle: text(props.cycle),
      }}
      {...(label ? { label } : {})}
    />
  );
}
