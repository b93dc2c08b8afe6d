// The paper drawn from the paper machine's snapshot: the question, the buttons (enabled exactly when
// the machine accepts their event), the answer sheet and the submit confirmation. No answer rule is
// decided here: every click is an event, every text comes from the machine.
import { Alert, Button, Empty, Modal, Space, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { paperMessages } from '../../machines/messages';
import { isGenerated } from '../../machines/paperRules';
import type { PaperEvent } from '../../machines/paperSetup';
import { AnswerSheet } from './AnswerSheet';
import { QuestionView } from './QuestionView';
import { usePaper, type PaperActor } from './usePaper';

/** Props of the paper view. */
export interface PaperViewProps {
  actor: PaperActor;
  /** Compact layout for the 450 px exam drawer. */
  compact?: boolean;
}

/** Draws the paper. */
export function PaperView({ actor, compact = false }: PaperViewProps) {
  const snapshot = usePaper(actor, (s) => s);
  const { questions, index, draft, message } = snapshot.context;
  const send = (event: PaperEvent) => actor.send(event);
  // The machine decides which buttons work: a button is enabled when its event would be taken.
  const can = (event: PaperEvent) => snapshot.can(event);

  if (snapshot.matches('loading')) return <Spin aria-label="试题加载中" />;
  if (snapshot.matches('loadFailed')) {
    return (
      <Alert
        type="error"
        showIcon
        title={message}
        action={<Button onClick={() => send({ type: 'RELOAD' })}>重新加载</Button>}
      />
    );
  }
  const question = questions[index];
  if (!question) return <Empty description="本课程暂无试题" />;
  const answering = snapshot.matches({ browsing: 'answering' });
  const saving = snapshot.matches('saving');
  const submitting = snapshot.matches('submitting');
  const confirming = snapshot.matches('confirmingSubmit');
  const waiting = snapshot.matches({ browsing: 'waiting' });
  const handedIn = snapshot.matches('handedIn');
  return (
    <div
      className={compact ? 'paper paper-compact' : 'paper'}
      data-state={snapshot.matches('submitted') || handedIn ? 'submitted' : 'open'}
      style={{
        display: 'flex',
        gap: compact ? 16 : 24,
        alignItems: 'flex-start',
        flexWrap: 'wrap',
      }}
    >
      {handedIn && (
        <Alert
          type="success"
          showIcon
          style={{ flex: '1 1 100%' }}
          title={paperMessages.handedIn}
          action={<Link to="/user/paper/result">查看成绩</Link>}
        />
      )}
      <div style={{ flex: '1 1 420px', minWidth: 0 }}>
        <QuestionView
          question={question}
          total={questions.length}
          draft={draft}
          generated={handedIn ? isGenerated(question) : !waiting}
          message={answering || waiting || handedIn ? message : ''}
          disabled={!answering}
          onAnswer={(value) => send({ type: 'ANSWER', value })}
        />
        <Space wrap style={{ marginTop: compact ? 12 : 20 }}>
          <Button disabled={!can({ type: 'PREVIOUS' })} onClick={() => send({ type: 'PREVIOUS' })}>
            上一题
          </Button>
          <Button disabled={!can({ type: 'NEXT' })} onClick={() => send({ type: 'NEXT' })}>
            下一题
          </Button>
          <Button
            disabled={!can({ type: 'SAVE' })}
            loading={saving}
            onClick={() => send({ type: 'SAVE' })}
          >
            保存
          </Button>
          <Button
            type="primary"
            disabled={!can({ type: 'SAVE_AND_NEXT' })}
            onClick={() => send({ type: 'SAVE_AND_NEXT' })}
          >
            保存并下一题
          </Button>
          <Button
            danger
            disabled={!can({ type: 'SUBMIT' }) && !submitting}
            loading={submitting}
            onClick={() => send({ type: 'SUBMIT' })}
          >
            交卷
          </Button>
        </Space>
      </div>
      {/* Shrinks in a window narrower than the sheet (it has wrapped under the question there). */}
      <div style={{ flex: compact ? '0 1 300px' : '0 1 320px', minWidth: 0 }}>
        <AnswerSheet
          questions={questions}
          current={index}
          enabled={can({ type: 'OPEN', index })}
          onOpen={(i) => send({ type: 'OPEN', index: i })}
        />
      </div>
      <Modal
        open={confirming}
        title="交卷确认"
        okText="确认交卷"
        cancelText="取消"
        onOk={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      >
        {confirming ? message : null}
      </Modal>
    </div>
  );
}
