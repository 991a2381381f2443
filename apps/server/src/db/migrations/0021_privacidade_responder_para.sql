-- The address an open privacy request is answered to once its person is anonymised (decision 0048): written by
-- the anonymisation for each request not answered yet (the person's e-mail is a placeholder from then on), and
-- cleared when the answer is sent (an answered request keeps no address).
ALTER TABLE "solicitacao_privacidade" ADD COLUMN "responder_para" varchar(100);
