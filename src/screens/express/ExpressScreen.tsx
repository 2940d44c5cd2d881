// Placeholder until its screen lands (issue 5): the shared placeholder card.
import { PlaceholderScreen } from '../placeholder/PlaceholderScreen.tsx';

export function ExpressScreen() {
  return <PlaceholderScreen />;
}
