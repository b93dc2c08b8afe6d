// What the grades card shows, worked out from the server's rows: the ranking, the summary line and the
// Excel sheet. Only submitted papers are ranked and counted; a paper still being answered has no final
// score yet, so it follows the ranked ones without a rank.
import type { Column } from '../../engine/config/column';
import { roundTo } from '../../engine/values/format';
import type { Grade } from './gradesApi';

/** A grade with its place: 1-based, shared by equal scores (1, 1, 3); null while not submitted. */
export interface RankedGrade extends Grade {
  rank: number | null;
  /** The trainee's name, or the user name when the account has none. */
  displayName: string;
}

/** The summary line: submitted papers out of all trainees, their average and best score. */
export interface GradeSummary {
  submitted: number;
  total: number;
  /** null while nobody has submitted. */
  average: number | null;
  highest: number | null;
}

// Scores are compared as shown (2 decimals), so float noise never splits a tie.
const shown = (score: number) => roundTo(score, 2);

const submitOrder = (g: Grade) => {
  const time = Date.parse(g.submitTime ?? '');
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/** Best score first; on a tie the earlier paper, then the user name, so the order never jumps. */
function byScore(a: Grade, b: Grade): number {
  return (
    shown(b.score) - shown(a.score) ||
    submitOrder(a) - submitOrder(b) ||
    a.userName.localeCompare(b.userName)
  );
}

/** The rows in the card's order: submitted papers by score with their rank, then the others. */
export function rankGrades(grades: readonly Grade[]): RankedGrade[] {
  const named = (g: Grade) => g.name?.trim() || g.userName;
  const submitted = grades.filter((g) => g.isSubmitted).sort(byScore);
  const open = grades.filter((g) => !g.isSubmitted).sort(byScore);
  let rank = 0;
  const ranked = submitted.map((g, i) => {
    if (i === 0 || shown(g.score) !== shown(submitted[i - 1]?.score ?? g.score)) rank = i + 1;
    return { ...g, rank, displayName: named(g) };
  });
  return [...ranked, ...open.map((g) => ({ ...g, rank: null, displayName: named(g) }))];
}

/** Counts, average and best of the submitted papers. */
export function summarizeGrades(grades: readonly Grade[]): GradeSummary {
  const scores = grades.filter((g) => g.isSubmitted).map((g) => g.score);
  const none = scores.length === 0;
  return {
    submitted: scores.length,
    total: grades.length,
    average: none ? null : scores.reduce((sum, s) => sum + s, 0) / scores.length,
    highest: none ? null : Math.max(...scores),
  };
}

/** A score as the card shows it: at most 2 decimals, none when whole (85, 92.5); `-` for none. */
export function formatScore(score: number | null): string {
  return score === null ? '-' : String(shown(score));
}

/** `已交卷 3 / 4 人，平均分 86.33，最高分 96` */
export function summaryText(s: GradeSummary): string {
  return `已交卷 ${s.submitted} / ${s.total} 人，平均分 ${formatScore(s.average)}，最高分 ${formatScore(s.highest)}`;
}

/** The fewest decimals (0–2) that show every score and full score as the card does. */
function scoreDecimals(rows: readonly RankedGrade[]): number {
  const needed = (n: number) => [0, 1].find((d) => roundTo(n, d) === shown(n)) ?? 2;
  return Math.max(0, ...rows.flatMap((r) => [needed(r.score), needed(r.totalScore)]));
}

/** Columns and rows of the exported sheet: the card's table, with numbers kept as numbers. */
export function gradeSheet(rows: readonly RankedGrade[]): {
  columns: Column[];
  rows: Record<string, unknown>[];
} {
  return {
    columns: [
      { field: 'rank', title: '名次', valueType: 'integer' },
      { field: 'displayName', title: '学员' },
      { field: 'userName', title: '用户名' },
      { field: 'enterpriseName', title: '企业' },
      { field: 'score', title: '得分', valueType: 'number', decimals: scoreDecimals(rows) },
      { field: 'totalScore', title: '满分', valueType: 'number', decimals: scoreDecimals(rows) },
      { field: 'state', title: '交卷状态' },
      { field: 'submitTime', title: '交卷时间', valueType: 'dateTime' },
    ],
    rows: rows.map((r) => ({ ...r, state: r.isSubmitted ? '已交卷' : '未交卷' })),
  };
}

/** The workbook's name, which is also its sheet's: characters Excel refuses in either become `_`. */
export function gradeFileName(courseName: string): string {
  return `试卷成绩-${courseName}`.replace(/[\\/:*?"<>|[\]]/g, '_');
}
