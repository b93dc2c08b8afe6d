// The spec's Chinese strings, typed out again here so a slip in messages.ts cannot go unnoticed.
import { describe, expect, it } from 'vitest';
import {
  courseSwitchedMessage,
  emptyMessages,
  paperMessages,
  resultMessages,
  sessionMessages,
  submitConfirmMessage,
} from './messages';

describe('machine messages', () => {
  it('keeps the session and course messages of the spec verbatim', () => {
    expect(sessionMessages.sessionTimeout).toBe('您当前会话已超时，请重新登录');
    expect(sessionMessages.unauthorised).toBe('未授权，请重新登录后再次尝试');
    expect(sessionMessages.logoutConfirm).toBe('真的要注销登录吗?');
    expect(courseSwitchedMessage).toBe('检测到课程发生切换，请关闭其他浏览器窗口');
  });

  it('keeps the paper messages of the spec verbatim', () => {
    expect(paperMessages.notGenerated).toBe('题目所属阶段未进行，该题等待生成中......');
    expect(paperMessages.decimalHint).toBe('提示：小数位最多2位');
    expect(paperMessages.saved).toBe('试题已保存');
    expect(paperMessages.saveFailed).toBe('保存试题出现问题，请与相关人员沟通');
    expect(paperMessages.examEnded).toBe('考试已结束');
    expect(paperMessages.lastQuestion).toBe('已经是最后一题了');
    expect(paperMessages.submitFailed).toBe('交卷失败了，请与相关人员沟通');
    expect(paperMessages.submitError).toBe('交卷出现问题，请与相关人员沟通');
    expect(paperMessages.submitted).toBe('交卷已完成，系统将会5秒后自动退出。');
    expect(submitConfirmMessage(5)).toBe('还有5道题未作答，是否确认交卷？');
    expect(submitConfirmMessage(0)).toBe('是否确认交卷？');
  });

  it('words the result messages on one pattern', () => {
    expect(resultMessages.settlementNotGenerated).toBe('结算报告结果尚未生成，请稍后查询');
    expect(resultMessages.spotGenerating).toBe('现货结果缓存生成中，加载中...');
    expect(resultMessages.querying).toBe('正在查询结果，请稍候...');
    expect(resultMessages.generic).toBe('结果尚未生成，请稍后重试');
    expect(emptyMessages.noTradingInformation).toBe('暂无相关交易信息');
    const notGenerated = Object.entries(resultMessages).filter(([k]) => k.endsWith('NotGenerated'));
    expect(notGenerated.every(([, m]) => m.endsWith('结果尚未生成，请稍后查询'))).toBe(true);
    const generating = Object.entries(resultMessages).filter(([k]) => k.endsWith('Generating'));
    expect(generating.every(([, m]) => m.endsWith('结果缓存生成中，加载中...'))).toBe(true);
  });
});
