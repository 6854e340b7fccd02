import { ATTACHMENT_TYPE_IDS } from '@cpe/contract';
import { DocumentsStep } from '../../../components/documents/DocumentsStep.tsx';
import type { DocumentsSource } from '../../../components/documents/documents-source.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';
import { type ClassDocumentsAnswer, useClassDocuments, useUploadClassDocument } from './class-documents-api.ts';

/** The Documentation step of a class: its documents, and uploading Class Documentation (at most 10,000,000 bytes) when editable. */
export default function ClassDocumentsStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  const source: DocumentsSource<ClassDocumentsAnswer> = {
    noun: 'class',
    query: useClassDocuments(id),
    list: (answer) => ({ documents: answer.documents }),
    editable: cls.abilities.edit,
    upload: useUploadClassDocument(id),
    fixedType: { id: ATTACHMENT_TYPE_IDS.classDocumentation, name: 'Class Documentation' },
  };
  return <DocumentsStep source={source} />;
}
