import type { StaffExamResponse } from '@cpe/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/page/PageSection.tsx';
import { examCountText } from './exam-draft.ts';

/** The final exam as staff who may not edit it read it: each question with its choices and the correct answer marked. */
export function ReadOnlyExam({ exam }: { exam: StaffExamResponse }) {
  return (
    <>
      <Typography variant="body2" data-testid="exam-count">
        {`Passing mark ${exam.passing_score}%. ${examCountText(exam, exam.questions.length)}`}
      </Typography>
      {exam.questions.length === 0 ? (
        <EmptyState>The exam has no questions yet.</EmptyState>
      ) : (
        <Box component="ol" sx={{ pl: 3 }}>
          {exam.questions.map((q) => (
            <li key={q.id}>
              <Typography>{q.prompt}</Typography>
              <Box component="ul" sx={{ pl: 3 }}>
                {q.choices.map((c, k) => (
                  <li key={c}>{k === q.correct_choice ? <strong>{`${c} (correct answer)`}</strong> : c}</li>
                ))}
              </Box>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
