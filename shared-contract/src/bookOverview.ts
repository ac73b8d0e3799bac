export interface BookSequence {
  llcSID: number;
  sequenceName: string;
  strCode: string;
  learningContent: string;
}

export interface Book {
  id: number;
  bookName: string;
  internCode: string;
  sequences: BookSequence[];
}

export interface BookLevel {
  level: string;
  books: Book[];
}

export interface BookOverview {
  levels: BookLevel[];
}
