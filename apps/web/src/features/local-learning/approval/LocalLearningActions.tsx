import { calls, type LocalLearningResponse, localLearningWorkflowBody } from '@cpe/contract';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import { LoadingDialog } from '../../../components/page/LoadingDialog.tsx';
import { WorkflowButtons } from '../../../components/workflow-actions/WorkflowButtons.tsx';
import { call } from '../../../lib/call.ts';
import { useLocalLearningWrite } from '../api/ll-queries.ts';
import { type LocalLearningButton, localLearningButtons } from './ll-actions.ts';
import { useLmsSubmit } from './use-lms-submit.ts';

const COMMENT_MAX = localLearningWorkflowBody.shape.comment.unwrap().maxLength ?? 2000;

/**
 * The workflow buttons the abilities allow, each confirmed in a dialog with an optional
 * comment (PUT /locallearning/workflow/{id}), and Submit to LMS with its progress overlay.
 */
export function LocalLearningActions({ record }: { record: LocalLearningResponse }) {
  const id = record.header.local_learning_id;
  const buttons = localLearningButtons(record);
  const run = useLocalLearningWrite(id, ({ b, comment }: { b: LocalLearningButton; comment?: string }) =>
    call(calls.localLearningWorkflow, { params: { id }, body: { action: b.action, ...(comment ? { comment } : {}) } }),
  );
  const lms = useLmsSubmit(id);
  if (buttons.length === 0 && !record.abilities.submitToLms) return null;
  return (
    <>
      <WorkflowButtons
        buttons={buttons}
        recordTitle={record.header.title}
        commentMax={COMMENT_MAX}
        pending={run.isPending}
        run={(b, comment, done) => run.mutate({ b, comment }, { onSuccess: done })}
        extra={
          record.abilities.submitToLms && (
            <Button variant="outlined" startIcon={<CloudUpload />} disabled={lms.syncing} onClick={() => void lms.start()}>
              Submit to LMS
            </Button>
          )
        }
      />
      <LoadingDialog open={lms.syncing} message={lms.progress} />
    </>
  );
}
