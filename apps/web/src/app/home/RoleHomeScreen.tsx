import RoleHome from '../../features/home/RoleHome.tsx';
import { MyTranscript } from '../../features/transcripts/MyTranscript.tsx';
import { useCurrentRoute } from '../../lib/routes/current-route.ts';

/** A role's home; the learner's also shows their transcript (the transcripts feature, composed here). */
export default function RoleHomeScreen() {
  const route = useCurrentRoute();
  return <RoleHome>{route.name === 'learner' ? <MyTranscript /> : null}</RoleHome>;
}
