// 新建轮次 / 编辑轮次: the teacher picks the round type, its scope, cycle and period and names it. A new
// round is created hidden, so trainees see it only after 开启申报; an edited one keeps its status, and
// once trainees see it its type and scope too. The period lies in the course's (docs/market-rules.md,
// "Rounds and their trading periods"). The name follows the type and period until the teacher types
// one of their own; the days a cycle needs are filled in as the name reads them.
import { Form } from 'antd';
import { useState } from 'react';
import { settingKeys, useAppSettings } from '../shell/appSettings';
import { useServices } from '../shell/services';
import {
  coursePeriodText,
  fieldsOfRound,
  fitToType,
  nextPeriod,
  periodProblem,
  roundInput,
  suggestedName,
  withDays,
  type CoursePeriod,
  type NewRoundFields,
} from './newRound';
import {
  RoundFormFields,
  type DayClash,
  type PeriodCheck,
  type TypeLock,
} from './round/RoundFormFields';
import { saveRound } from './round/roundApi';
import { ruleOf } from './round/roundTypes';
import { spotDayTakenMessage, spotRoundOn } from './round/spotDay';
import type { AdminRound } from './steps/types';
import { FormDialog } from './FormDialog';
import { ResetOnMount } from './ResetOnMount';

/** Props of the round dialog. */
export interface NewRoundModalProps {
  open: boolean;
  courseId: number;
  /** The course's dates: a new round's period lies in them. */
  course?: CoursePeriod | null;
  /** The course's rounds: the next period follows the latest one. */
  rounds: readonly AdminRound[];
  /** The round to change; a new round when absent. */
  editing?: AdminRound | null;
  onClose(): void;
  /** After a save; `created` is false for an edit. */
  onCreated(round: { id: number; name: string }, created: boolean): void;
}

/** The dialog; its fields start afresh each time it opens. */
export function NewRoundModal({
  open,
  courseId,
  course = null,
  rounds,
  editing = null,
  onClose,
  onCreated,
}: NewRoundModalProps) {
  const { api } = useServices();
  const [form] = Form.useForm<NewRoundFields>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  // Whether the teacher has typed a name: then, as for an edited round, nothing rewrites it.
  const [named, setNamed] = useState(false);
  const type = Form.useWatch('type', form);
  const cycle = Form.useWatch('cycle', form);
  const rule = ruleOf(type ?? editing?.type ?? 15);
  // Spec section 5: no listing round option when the setting EnableListing is 'false'.
  const listing = useAppSettings()[settingKeys.enableListing] !== 'false';

  // The server refuses these too; the form says so at the field before sending.
  const periodCheck: PeriodCheck = (year, month) => periodProblem(course, year, month);
  const periodText = coursePeriodText(course);
  const typeLock: TypeLock | undefined =
    editing && !editing.hidden
      ? {
          type: '轮次已向学员发布，不能修改交易类型',
          scope: '轮次已向学员发布，不能修改交易范围',
        }
      : undefined;

  const initial = (): NewRoundFields => {
    if (editing) return fieldsOfRound(editing);
    const fields = {
      type: 15 as const,
      isInterProvincial: false,
      cycle: 1 as const,
      ...nextPeriod(rounds, course),
      enableQuota: true,
      enableScuc: false,
    };
    return { ...fields, name: suggestedName(fields) };
  };

  // A course has one day-ahead round per trading day (spotDay.ts).
  const dayClash: DayClash | undefined =
    rule.type === 11
      ? (day) => {
          const taken = spotRoundOn(rounds, day, editing?.id ?? null);
          return taken ? spotDayTakenMessage(day, taken) : null;
        }
      : undefined;

  const onValuesChange = (changed: Partial<NewRoundFields>, all: NewRoundFields) => {
    if ('name' in changed) {
      setNamed(true);
      return;
    }
    // A new type keeps only the cycle, scope and flags it has; a new cycle gets its days (a day-ahead
    // round the next day without one), so what is saved is the period the name says.
    let fitted = 'type' in changed ? fitToType(all) : all;
    if ('type' in changed || 'cycle' in changed) {
      fitted = withDays(
        fitted,
        rounds.filter((r) => r.id !== editing?.id),
      );
    }
    if (fitted !== all) form.setFieldsValue(fitted);
    if (!named && !editing) form.setFieldValue('name', suggestedName(fitted));
  };

  const submit = async () => {
    const fields = await form.validateFields();
    setSaving(true);
    setFailure('');
    const outcome = await saveRound(api, editing?.id ?? null, roundInput(courseId, fields));
    setSaving(false);
    if (!outcome.ok) {
      // The dialog stays open with everything entered, so the teacher can correct and retry.
      setFailure(`${editing ? '修改' : '新建'}轮次失败：${outcome.message}`);
      return;
    }
    onCreated(outcome.value, !editing);
  };

  return (
    <FormDialog
      open={open}
      title={editing ? `编辑轮次「${editing.name}」` : `新建${rule.label}轮次`}
      okText={editing ? '保存' : '创建'}
      saving={saving}
      failure={failure}
      width={600}
      onSubmit={submit}
      onCancel={onClose}
      onClosed={() => {
        // The next opening starts with no failure and the suggested name.
        setNamed(false);
        setFailure('');
      }}
    >
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ xs: { span: 24 }, sm: { span: 6 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 18 } }}
        initialValues={initial()}
        onValuesChange={onValuesChange}
        preserve={false}
      >
        <RoundFormFields
          listing={listing}
          rule={rule}
          cycle={cycle ?? rule.cycles[0] ?? 1}
          periodCheck={periodCheck}
          {...(periodText ? { periodText } : {})}
          {...(dayClash ? { dayClash } : {})}
          {...(typeLock ? { typeLock } : {})}
        />
        <ResetOnMount open={open} subject={editing} />
      </Form>
    </FormDialog>
  );
}
