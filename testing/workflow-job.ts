/**
 * For the workflows' tests: one job of a workflow, its shell steps run in order the way the runner
 * would (bash -eo pipefail, the job's and the step's variables, each step's outputs read from
 * GITHUB_OUTPUT, a step whose `if:` does not hold skipped, the job stopped at the first failure).
 * Steps that use an action are skipped: the test does their work beforehand (a checkout, a
 * downloaded artifact). Expressions are the few these jobs use; any other is an error, so a
 * workflow cannot outgrow its test unnoticed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { gitEnv, type Run } from './template-fork.ts';

export type WorkflowStep = {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
export type WorkflowJob = {
  permissions?: Record<string, string> | string;
  env?: Record<string, string>;
  steps: WorkflowStep[];
};
export type Workflow = { permissions?: Record<string, string> | string; jobs: Record<string, WorkflowJob> };

export const readWorkflow = (file: string) => parseYaml(readFileSync(file, 'utf8')) as Workflow;

/** What a job's run did: each shell step run, and the name of the one that failed, if any. */
export type JobRun = { ran: ({ name: string } & Run)[]; failedStep?: string };

/**
 * Runs the job `jobId` of `workflowFile` in `dir`. `context` gives the values of `github.*` and
 * `runner.*` (e.g. `'runner.temp'`); `env` is added to every step's environment (PATH, a stand-in's
 * files).
 */
export function runWorkflowJob(
  dir: string,
  workflowFile: string,
  jobId: string,
  context: Record<string, string>,
  env: Record<string, string> = {},
): JobRun {
  const job = readWorkflow(workflowFile).jobs[jobId];
  if (!job) throw new Error(`${workflowFile} has no job ${jobId}`);
  const outputs: Record<string, Record<string, string>> = {};
  const value = (expression: string) => {
    const stepOutput = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expression);
    if (stepOutput) return outputs[stepOutput[1]]?.[stepOutput[2]] ?? '';
    if (expression in context) return context[expression];
    throw new Error(`The test's runner does not know the expression ${expression}`);
  };
  const substitute = (text: string) =>
    text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression) => value(expression));
  const holds = (condition: string) => {
    const comparison = /^([\w.-]+) == '([^']*)'$/.exec(condition.trim());
    if (!comparison) throw new Error(`The test's runner does not know the condition ${condition}`);
    return value(comparison[1]) === comparison[2];
  };
  const variables = (map: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(map).map(([name, text]) => [name, substitute(String(text))]));

  const jobEnv = variables(job.env);
  const ran: JobRun['ran'] = [];
  for (const [index, step] of job.steps.entries()) {
    if (!step.run || (step.if && !holds(step.if))) continue;
    const name = step.name ?? step.run;
    const outputFile = join(mkdtempSync(join(context['runner.temp'], 'output-')), 'output');
    writeFileSync(outputFile, '');
    const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run], {
      cwd: dir,
      env: {
        ...gitEnv,
        ...env,
        ...jobEnv,
        ...variables(step.env),
        GITHUB_OUTPUT: outputFile,
        RUNNER_TEMP: context['runner.temp'],
        GITHUB_SHA: context['github.sha'],
        GITHUB_REF_NAME: context['github.ref_name'],
      },
      encoding: 'utf8',
    });
    ran.push({ name, status: run.status, stdout: run.stdout, stderr: run.stderr });
    outputs[step.id ?? `step-${index}`] = Object.fromEntries(
      readFileSync(outputFile, 'utf8')
        .split('\n')
        .filter((line) => line.includes('='))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    if (run.status !== 0) return { ran, failedStep: name };
  }
  return { ran };
}
