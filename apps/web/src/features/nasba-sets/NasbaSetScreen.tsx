import type { NasbaSetDetail } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { QueryView } from '../../components/QueryView.tsx';
import { validRecordId } from '../../lib/record-id.ts';
import { useNasbaSet, usePublishNasbaVersion } from './api/nasba-set-queries.ts';
import { usedBy } from './NasbaSetsScreen.tsx';
import { type DraftQuestion, QuestionEditorRow } from './QuestionEditorRow.tsx';
import { SetHeaderDialog } from './SetHeaderDialog.tsx';
import { VersionsTable } from './VersionsTable.tsx';

const draftOf = (set: NasbaSetDetail): DraftQuestion[] => set.questions.map((q) => ({ ...q, key: `q${q.question_id}` }));
let newKeys = 0;

/** The editor of one set: the current version's questions as a draft, published as the next version. */
function SetEditor({ set }: { set: NasbaSetDetail }) {
  const [draft, setDraft] = useState(() => draftOf(set));
  const [editingHeader, setEditingHeader] = useState(false);
  const publish = usePublishNasbaVersion(set.id);
  const change = (i: number, next: DraftQuestion) => setDraft(draft.map((d, j) => (j === i ? next : d)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...draft];
    const [moved] = next.splice(i, 1);
    if (moved) next.splice(i + by, 0, moved);
    setDraft(next);
  };
  const valid = draft.every((d) => d.question.trim() !== '');
  return (
    <>
      <PageSection title={`NASBA Questions: ${set.name}`}>
        <Typography>
          Version {set.current_version} is current. Answered by: {usedBy(set)}.
        </Typography>
        <Button onClick={() => setEditingHeader(true)} sx={{ alignSelf: 'flex-start' }}>
          Edit name and offering types
        </Button>
      </PageSection>
      <PageSection title="Questions" level={2}>
        {draft.length === 0 && <EmptyState>This set has no questions yet.</EmptyState>}
        <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
          {draft.map((d, i) => (
            <QuestionEditorRow
              key={d.key}
              index={i}
              count={draft.length}
              draft={d}
              onChange={(next) => change(i, next)}
              onMove={(by) => move(i, by)}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            startIcon={<Add />}
            onClick={() =>
              setDraft([...draft, { key: `new${++newKeys}`, question_id: null, question: '', is_required: true, is_active: true }])
            }
          >
            Add question
          </Button>
          <Button
            variant="contained"
            disabled={!valid || publish.isPending}
            onClick={() =>
              publish.mutate({
                questions: draft.map(({ question_id, question, is_required, is_active }) => ({
                  question_id,
                  question: question.trim(),
                  is_required,
                  is_active,
                })),
              })
            }
          >
            Publish new version
          </Button>
        </Stack>
      </PageSection>
      <PageSection title="Versions" level={2}>
        <VersionsTable versions={set.versions} />
      </PageSection>
      {editingHeader && <SetHeaderDialog set={set} onClose={() => setEditingHeader(false)} />}
    </>
  );
}

/** /accadmin/nasbaquestions/{id} (ADR 0037). A publish reloads the set, and the editor starts again from it. */
export default function NasbaSetScreen() {
  const params = useParams();
  const id = validRecordId(params.id);
  const set = useNasbaSet(id ?? 0, id !== null);
  const notFound = <EmptyState>{`Question set ${params.id} was not found.`}</EmptyState>;
  const frame = (content: React.ReactNode) => <PageSection title="NASBA Questions">{content}</PageSection>;
  if (id === null) return frame(notFound);
  return (
    <QueryView query={set} what="question set" loadingLabel="Loading question set" notFound={notFound} frame={frame}>
      {(data) => <SetEditor key={`${data.id}-${data.current_version}`} set={data} />}
    </QueryView>
  );
}
