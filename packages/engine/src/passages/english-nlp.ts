import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

// One wink-nlp reader of English for the passages' questions and answers: parts of speech to
// phrase questions from slots, named entities to read figures in words ("two weeks").
export const nlp = winkNLP(model, ['sbd', 'pos', 'ner']);
export const its = nlp.its;
