// What the shell mounts, as one lazy chunk, only while a player is signed in (issue 18): the age confirmation for an
// account that has none, and the reality check.
import { AgeCheck } from './AgeCheck.tsx';
import { RealityCheck } from './RealityCheck.tsx';

export default function SignedInChecks() {
  return (
    <>
      <AgeCheck />
      <RealityCheck />
    </>
  );
}
