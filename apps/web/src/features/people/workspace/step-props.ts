import type { PersonProfile } from '@cpe/contract';
import type { ComponentType } from 'react';

/** What every person page takes: the profile (GET /person/profile/{id}) with the caller's abilities. */
export interface PersonStepProps {
  person: PersonProfile;
}

/** A page as the registry holds it: lazy, so it can be preloaded when the step list shows. */
export type PersonStepComponent = ComponentType<PersonStepProps> & { preload(): void };
